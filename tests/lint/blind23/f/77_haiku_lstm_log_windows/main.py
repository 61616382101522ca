import jax
import jax.numpy as jnp
import optax

from model import predictor
from windows import flight_logs, windows

opt = optax.adam(3e-3)


@jax.jit
def seq_step(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((predictor.apply(p, x[:, None]) [:, 0] - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    params = predictor.init(jax.random.PRNGKey(0), jnp.zeros((50, 1, 3)))
    opt_state = opt.init(params)
    for epoch in range(2):
        for log in flight_logs():
            for x, y in windows(log):
                params, opt_state, loss = seq_step(params, opt_state, x, y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
