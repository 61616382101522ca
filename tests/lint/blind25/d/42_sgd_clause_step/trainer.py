import jax
import jax.numpy as jnp
from config import WARM_START_STEPS, WARM_START_LR, cosine

@jax.jit
def sgd_clause_step(params, x, y, lr):
    def loss(p):
        logits = x @ p
        return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), y[:, None], 1))
    l, g = jax.value_and_grad(loss)(params)
    return params - lr * g, l

def learning_rate(step):
    if step < WARM_START_STEPS:
        return WARM_START_LR
    return cosine(step - WARM_START_STEPS)

def fit(params, x, y, n_steps):
    for step in range(n_steps):
        params, l = sgd_clause_step(params, x, y, learning_rate(step))
    return params, l
