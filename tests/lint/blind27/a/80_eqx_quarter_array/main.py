import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx


class CapeCod(eqx.Module):
    pattern: jax.Array
    decay: float = 0.75

    def reserve(self, premium, paid, age_q):
        pct = self.pattern[age_q]
        used = premium * pct
        w = self.decay ** (age_q.max() - age_q)
        elr = jnp.sum(w * paid) / jnp.sum(w * used)
        return jnp.sum(premium * elr * (1.0 - pct))


@eqx.filter_jit
def cape_cod_reserve(model, premium, paid, age_q, quarter):
    return model.reserve(premium, paid, jnp.minimum(age_q + quarter, model.pattern.shape[0] - 1))


def main():
    rng = np.random.default_rng(262)
    model = CapeCod(jnp.asarray(1 - np.exp(-0.3 * np.arange(1, 30)), jnp.float32))
    premium = jnp.asarray(rng.uniform(1e6, 3e6, 16), jnp.float32)
    age_q = jnp.asarray(np.arange(16)[::-1], jnp.int32)
    paid = premium * 0.65 * model.pattern[age_q] * jnp.asarray(rng.uniform(0.9, 1.1, 16), jnp.float32)
    for quarter in jnp.arange(1, 5, dtype=jnp.int32):
        print(int(quarter), f"{float(cape_cod_reserve(model, premium, paid, age_q, quarter)):,.0f}")


if __name__ == "__main__":
    main()
