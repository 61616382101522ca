import jax

from state import opening_position
from sim import simulate_year


def main():
    state = opening_position(4000, capital=30.0, reserves=100.0)
    key = jax.random.PRNGKey(271)
    for year in range(10):
        key, sub = jax.random.split(key)
        state = simulate_year(state, sub, 42.0, 3.6, 0.25, 0.08)
    print("10y ruin probability", float(state[2].mean()))


if __name__ == "__main__":
    main()
