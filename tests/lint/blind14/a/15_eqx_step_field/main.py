import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import AdaptedLM


def trainable_filter(model):
    spec = jax.tree_util.tree_map(lambda _: False, model)
    return eqx.tree_at(lambda m: (m.proj.lora_a, m.proj.lora_b), spec, replace=(True, True))


@eqx.filter_jit
def train_step(model, opt_state, ids, tx, filter_spec):
    diff, static = eqx.partition(model, filter_spec)

    def loss_fn(diff):
        m = eqx.combine(diff, static)
        logits = m(ids[:, :-1])
        return optax.softmax_cross_entropy_with_integer_labels(logits, ids[:, 1:]).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(diff)
    updates, opt_state = tx.update(grads, opt_state)
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss


def main():
    model = AdaptedLM(jax.random.PRNGKey(0))
    spec = trainable_filter(model)
    tx = optax.adam(1e-2)
    opt_state = tx.init(eqx.filter(model, spec))
    rng = np.random.default_rng(0)
    for step in range(5):
        ids = jnp.asarray(rng.integers(0, 40, size=(4, 10)), dtype=jnp.int32)
        model, opt_state, loss = train_step(model, opt_state, ids, tx, spec)
        model = eqx.tree_at(lambda m: m.steps_seen, model, model.steps_seen + 1)
        print(step, float(loss))


if __name__ == "__main__":
    main()
