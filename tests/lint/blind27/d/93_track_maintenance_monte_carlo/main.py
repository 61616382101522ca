import jax
import jax.numpy as jnp

from scenarios import ScenarioManager


@jax.jit
def sample_failures(key, mtbf_days, horizon_days):
    t = jax.random.exponential(key, (500, mtbf_days.shape[0])) * mtbf_days
    return jnp.mean(t < horizon_days, axis=0)


def main():
    mtbf = jnp.array([400.0, 900.0, 250.0, 1200.0, 600.0])
    p = sample_failures(jax.random.PRNGKey(0), mtbf, 90.0)
    print("baseline", jnp.round(p, 3))
    mgr = ScenarioManager(1)
    for s in range(4):
        p = sample_failures(mgr.next_key(), mtbf, 90.0)
        print(s, jnp.round(p, 3))


if __name__ == "__main__":
    main()
