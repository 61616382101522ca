import jax

from engine import simulate_match


def fixtures():
    yield "A-B", 0.018, 0.012, 4
    yield "C-D", 0.015, 0.015, 6
    yield "E-F", 0.020, 0.010, 3
    yield "G-H", 0.012, 0.016, 4
    yield "I-J", 0.017, 0.014, 7


def main():
    key = jax.random.PRNGKey(0)
    for name, rh, ra, stoppage in fixtures():
        key, sub = jax.random.split(key)
        score = simulate_match(sub, rh, ra, n_minutes=90 + stoppage)
        print(name, score.tolist())


if __name__ == "__main__":
    main()
