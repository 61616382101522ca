import jax
import jax.numpy as jnp
from config import TrainConfig
from schedule import learning_rate

@jax.jit
def demand_step(beta, income, price, chose_buy, lr):
    def nll(b):
        util = b[0] + b[1] * income - b[2] * price
        p = jax.nn.sigmoid(util)
        return -jnp.mean(chose_buy * jnp.log(p + 1e-6) + (1 - chose_buy) * jnp.log(1 - p + 1e-6))
    l, g = jax.value_and_grad(nll)(beta)
    return beta - lr * g, l

cfg = TrainConfig()
k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
income = jax.random.lognormal(k1, 0.4, (cfg.n_households,))
price = jax.random.uniform(k2, (cfg.n_households,), minval=0.5, maxval=2.0)
chose_buy = (jax.random.uniform(k3, (cfg.n_households,)) < jax.nn.sigmoid(-0.5 + 1.2 * income - 0.8 * price)).astype(jnp.float32)
beta = jnp.zeros(3)
for step in range(cfg.steps):
    beta, l = demand_step(beta, income, price, chose_buy, learning_rate(cfg, step))
print(beta, float(l))
