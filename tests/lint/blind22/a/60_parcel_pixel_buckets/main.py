import jax
import jax.numpy as jnp
import numpy as np
import optax

from collate import pad_batch

N_BANDS, N_CROPS = 8, 5


def parcels(rng, n):
    sizes = rng.integers(20, 120, n)  # pixels per parcel depend on field size
    return [rng.normal(size=(s, N_BANDS)).astype(np.float32) for s in sizes], rng.integers(0, N_CROPS, n)


def logits(params, x, m):
    h = jnp.tanh(x @ params["w"] + params["b"])
    pooled = (h * m[..., None]).sum(1) / m.sum(1, keepdims=True)
    return pooled @ params["v"]


tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, m, y):
    loss, g = jax.value_and_grad(
        lambda p: optax.softmax_cross_entropy_with_integer_labels(logits(p, x, m), y).mean()
    )(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.asarray(rng.normal(0, 0.1, (N_BANDS, 16)), jnp.float32),
              "b": jnp.zeros(16), "v": jnp.asarray(rng.normal(0, 0.1, (16, N_CROPS)), jnp.float32)}
    opt_state = tx.init(params)
    for step in range(6):
        pix, y = parcels(rng, 8)
        x, m = pad_batch(pix)
        params, opt_state, loss = train_step(params, opt_state, x, m, jnp.asarray(y, jnp.int32))
        print(step, x.shape[1], round(float(loss), 3))


if __name__ == "__main__":
    main()
