import jax
import jax.numpy as jnp

from sampler import DemandScenarioGenerator


def main():
    rates = jnp.linspace(2.0, 20.0, 24)
    gen = DemandScenarioGenerator(seed=0)
    totals = [int(gen.draw(rates).sum()) for _ in range(4)]
    replay = gen.draw(rates, key=jax.random.PRNGKey(42))
    totals.append(int(replay.sum()))
    print(totals)


if __name__ == "__main__":
    main()
