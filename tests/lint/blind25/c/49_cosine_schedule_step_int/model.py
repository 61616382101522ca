import jax
import jax.numpy as jnp


def init_weights(key, n_in=64, n_hidden=32):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (n_in, n_hidden)) / 8.0, "b1": jnp.zeros(n_hidden),
            "w2": jax.random.normal(k2, (n_hidden, 1)) / 6.0, "b2": jnp.zeros(1)}


def predict_teff(w, spectra):
    h = jax.nn.relu(spectra @ w["w1"] + w["b1"])
    return (h @ w["w2"] + w["b2"])[:, 0]


@jax.jit
def sgd_cosine(w, spectra, teff, step, total_steps):
    lr = 0.5 * 0.05 * (1 + jnp.cos(jnp.pi * step / total_steps))
    loss, g = jax.value_and_grad(lambda p: jnp.mean((predict_teff(p, spectra) - teff) ** 2))(w)
    return jax.tree_util.tree_map(lambda p, gi: p - lr * gi, w, g), loss
