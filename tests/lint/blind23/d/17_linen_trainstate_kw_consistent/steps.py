import jax
import jax.numpy as jnp
import optax


@jax.jit
def grader_train_step(state, tokens, labels):
    def loss_fn(p):
        logits = state.apply_fn(p, tokens)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


@jax.jit
def grader_eval(params, apply_fn_state, tokens, labels):
    logits = apply_fn_state.apply_fn(params, tokens)
    return jnp.mean(jnp.argmax(logits, -1) == labels)


def run_eval(state, split):
    return float(grader_eval(state.params, state, tokens=split["tokens"], labels=split["labels"]))
