import jax
import jax.numpy as jnp
import numpy as np

from scenario import PitScenario, scenarios


@jax.jit
def scenario_value(sc):
    ore = sc.grades >= sc.cutoff
    oz = jnp.sum(jnp.where(ore, sc.grades * sc.tonnes, 0.0)) / 31.1035 * 0.9
    cost = jnp.sum(jnp.where(ore, sc.tonnes * 32.0, sc.tonnes * 3.5))
    return oz * sc.price - cost


def main():
    rng = np.random.default_rng(141)
    base = PitScenario(grades=jnp.asarray(rng.lognormal(-0.4, 0.9, 4000).astype(np.float32)),
                       tonnes=jnp.full(4000, 20000.0), cutoff=jnp.float32(0.5))
    for sc in scenarios(base, [0.3, 0.4, 0.5, 0.6, 0.8, 1.0]):
        print(f"cutoff {float(sc.cutoff):.1f} g/t: value {float(scenario_value(sc)) / 1e6:.0f} M$")


if __name__ == "__main__":
    main()
