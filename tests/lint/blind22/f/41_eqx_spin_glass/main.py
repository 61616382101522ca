import equinox as eqx
import jax
import jax.numpy as jnp

from model import sherrington_kirkpatrick

N = 24


@eqx.filter_jit
def glauber_sweep(model, s, key):
    def body(i, carry):
        s, key = carry
        key, sub = jax.random.split(key)
        h = model.local_fields(s)[i]
        p_up = jax.nn.sigmoid(2.0 * model.beta * h)
        s = s.at[i].set(jnp.where(jax.random.uniform(sub) < p_up, 1.0, -1.0))
        return s, key

    return jax.lax.fori_loop(0, s.shape[0], body, (s, key))


def main():
    key = jax.random.PRNGKey(0)
    model = sherrington_kirkpatrick(N, key, beta=0.2)
    s = jnp.ones(N)
    for stage in range(5):
        for _ in range(4):
            s, key = glauber_sweep(model, s, key)
        print(f"beta={model.beta:.2f} e/N={float(model.energy(s)) / N:.4f}")
        model = eqx.tree_at(lambda m: m.beta, model, model.beta + 0.3)


if __name__ == "__main__":
    main()
