import jax
import jax.numpy as jnp
import numpy as np
import optax

from windows import labelled_windows, positive_weight, WINDOW, N_FEAT


def logits(params, x):
    pooled = jnp.concatenate([x.mean(axis=1), x.max(axis=1)], axis=-1)
    return pooled @ params["w"] + params["b"]


opt = optax.adam(5e-3)


@jax.jit
def train_step(params, opt_state, x, y, pos_weight):
    def loss_fn(p):
        z = logits(p, x)
        per = optax.sigmoid_binary_cross_entropy(z, y)
        return jnp.mean(per * jnp.where(y > 0, pos_weight, 1.0))
    loss, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.zeros(2 * N_FEAT), "b": jnp.zeros(())}
    opt_state = opt.init(params)
    rates = [0.0, 0.1, 0.0, 0.2, 0.3]
    for rate in rates:
        x, y = labelled_windows(rng, 32, rate)
        params, opt_state, loss = train_step(params, opt_state, x, y, positive_weight(y))
        print(rate, float(loss))


if __name__ == "__main__":
    main()
