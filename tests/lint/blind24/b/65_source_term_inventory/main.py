import numpy as np

from heat import decay_heat_w
from source_term import assembly_source


def main():
    rng = np.random.default_rng(0)
    for burnup in [35, 45, 55]:
        for cooling in [5, 10]:
            inv = assembly_source(burnup, cooling, rng)
            print(f"{burnup} GWd/t, {cooling:2d} y: {float(decay_heat_w(inv)):.0f} W  order {list(inv)[:2]}")


if __name__ == "__main__":
    main()
