import numpy as np
import jax
import jax.numpy as jnp
import optax

tx = optax.adam(3e-2)


def init_vignette_model():
    return {
        "k1": jnp.zeros((), jnp.float32),
        "k2": jnp.zeros((), jnp.float32),
        "center": jnp.zeros(2, jnp.float32),
    }


def shading(p, h, w):
    yy, xx = jnp.mgrid[:h, :w]
    y = (yy - (h - 1) / 2) / (h / 2) - p["center"][0]
    x = (xx - (w - 1) / 2) / (w / 2) - p["center"][1]
    r2 = x ** 2 + y ** 2
    return 1.0 + p["k1"] * r2 + p["k2"] * r2 ** 2


@jax.jit
def flat_field_step(params, opt_state, flat):
    def loss_fn(p):
        corrected = flat * shading(p, *flat.shape)
        return jnp.var(corrected)

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    h, w = 27, 48
    yy, xx = np.mgrid[:h, :w]
    r2 = ((yy - 13) / 13.5) ** 2 + ((xx - 23.5) / 24) ** 2
    flat = (0.8 / (1 + 0.25 * r2)).astype(np.float32)
    params = init_vignette_model()
    opt_state = tx.init(params)
    for _ in range(40):
        params, opt_state, loss = flat_field_step(params, opt_state, flat)
    print("residual var", float(loss), "k1", float(params["k1"]))


if __name__ == "__main__":
    main()
