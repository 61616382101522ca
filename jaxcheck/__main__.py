from jaxcheck._cli import main

main()
