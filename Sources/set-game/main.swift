import SetGameApp

SetGameCommand.launch()
