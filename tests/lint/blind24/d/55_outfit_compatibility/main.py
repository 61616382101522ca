from server import handle

carts = [[3, 17], [8, 44, 102], [5, 9], [300, 301, 302, 303], [11, 12, 13], [7], [21, 42]]
for cart in carts:
    print(cart, round(handle(cart), 4))
