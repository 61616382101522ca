import jax

from plan import crane_plan, arrivals


@jax.jit
def berth_duration(moves, n_cranes, gross_rate, lashing_h):
    return moves / (n_cranes * gross_rate * 0.85) + lashing_h


def main():
    for i, moves in enumerate(arrivals()):
        cranes = crane_plan(moves)
        h = berth_duration(moves, cranes, 28.0, 1.5)
        print(f"vessel {i}: {moves:.0f} moves, {cranes} cranes, {float(h):.1f} h")


if __name__ == "__main__":
    main()
