import jax
import jax.numpy as jnp
import numpy as np

from tables import load_day

EMB_ROWS = 1024


@jax.jit
def merchant_spend(emb, day):
    vec = emb[day["merchant"].astype(jnp.int32)]
    return jnp.sum(vec * jnp.log1p(day["amount"])[:, None], axis=0)


def main():
    rng = np.random.default_rng(0)
    emb = jax.random.normal(jax.random.PRNGKey(0), (EMB_ROWS, 8))
    for day, n_merchants in enumerate([120, 180, 250, 300, 700]):
        batch = load_day(rng, n_merchants)
        out = merchant_spend(emb, batch)
        print(f"day {day}: {n_merchants} merchants, codes {batch['merchant'].dtype}, norm {float(jnp.linalg.norm(out)):.2f}")


if __name__ == "__main__":
    main()
