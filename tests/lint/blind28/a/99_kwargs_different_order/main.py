import numpy as np

from reports import group_quote, wedding_quote


def main():
    rng = np.random.default_rng(0)
    for week in range(4):
        g = float(group_quote(rng))
        w = float(wedding_quote(rng))
        print(f"week {week} group {g:,.0f} wedding {w:,.0f}")


if __name__ == "__main__":
    main()
