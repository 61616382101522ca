import numpy as np

from productivity import berth_hours, best_crane_count


def main():
    rng = np.random.default_rng(0)
    n_cranes = 3
    for call in range(5):
        moves = np.float32(rng.uniform(800, 3000))
        h = berth_hours(moves, n_cranes, 28.0)
        print(f"call {call}: {moves:.0f} moves, {n_cranes} cranes, {float(h):.1f} h at berth")
        n_cranes = best_crane_count(moves, 28.0, 350.0, 900.0)


if __name__ == "__main__":
    main()
