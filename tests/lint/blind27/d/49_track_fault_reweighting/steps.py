import jax
import jax.numpy as jnp
import optax

tx = optax.sgd(0.1, momentum=0.9)


def logits_fn(params, x):
    return x @ params["w"] + params["b"]


@jax.jit
def fault_step(params, opt_state, x, y, class_weights):
    def loss(p):
        ce = optax.softmax_cross_entropy_with_integer_labels(logits_fn(p, x), y)
        return jnp.mean(ce * class_weights[y])
    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, l
