import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

from config import TrainConfig

cfg = TrainConfig()


class CasingTempNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.gelu(nn.Dense(64)(x)))[:, 0]


model = CasingTempNet()
schedule = optax.warmup_cosine_decay_schedule(0.0, cfg.peak_lr, cfg.warmup, cfg.total_steps)
tx = optax.adam(schedule)


@jax.jit
def thermal_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, x) - y) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(0, 1, (cfg.batch * 6, 5)), jnp.float32)
    y = jnp.tanh(x[:, 0] + 0.5 * x[:, 2]) + 0.1 * x[:, 4]
    params = model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    for step in range(cfg.total_steps):
        i = (step % 6) * cfg.batch
        params, opt_state, loss = thermal_step(params, opt_state, x[i:i + cfg.batch], y[i:i + cfg.batch])
        if step % 30 == 0:
            print(step, float(schedule(step)), float(loss))


if __name__ == "__main__":
    main()
