import jax

from rollout import TARGET, rollout_win_rate

RECORDED_GAME = [3, 2, 1, 3, 3, 2, 1, 2, 3, 1]


def annotate(moves, key):
    """Win-rate estimate for the side to move before each recorded move."""
    total = 0
    notes = []
    for ply, move in enumerate(moves):
        key, sub = jax.random.split(key)
        horizon = TARGET - total
        rate = float(rollout_win_rate(sub, total, horizon))
        notes.append((ply, total, move, rate))
        total += move
    return notes


def main():
    for ply, total, move, rate in annotate(RECORDED_GAME, jax.random.PRNGKey(0)):
        print(f"ply {ply:2d} total {total:2d} move {move} p(win) {rate:.2f}")


if __name__ == "__main__":
    main()
