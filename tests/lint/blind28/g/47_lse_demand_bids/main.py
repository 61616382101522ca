from bids import bids
from supply import residual_supply_price


def main():
    for lse, mw, cap in bids():
        p = residual_supply_price(mw, cap)
        print(lse, mw, float(p))


if __name__ == "__main__":
    main()
