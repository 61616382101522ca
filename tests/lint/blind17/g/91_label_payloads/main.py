import jax
import jax.numpy as jnp
import optax

from ingest import PAYLOADS, parse

opt = optax.adagrad(0.1)


def loss(table, ids, labels):
    logits = table[ids]
    return jnp.mean(optax.sigmoid_binary_cross_entropy(logits, labels))


@jax.jit
def feedback_update(table, opt_state, ids, labels):
    grads = jax.grad(loss)(table, ids, labels)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(table, updates), opt_state


def main():
    table = jnp.zeros(10)
    opt_state = opt.init(table)
    for payload in PAYLOADS:
        ids, labels = parse(payload)
        table, opt_state = feedback_update(table, opt_state, ids, labels)
    print(jnp.round(table, 3))


if __name__ == "__main__":
    main()
