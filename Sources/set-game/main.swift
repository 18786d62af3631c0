import SetGameApp

SetGameCommand.main()
