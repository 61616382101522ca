import jax

from records import record_batches
from scorer import duplicate_loss_and_grad, init_weights


def main():
    weights = init_weights(jax.random.PRNGKey(4))
    for epoch in range(2):
        for feats, is_dup in record_batches():
            loss, grads = duplicate_loss_and_grad(weights, feats, is_dup)
            weights = jax.tree_util.tree_map(lambda w, g: w - 0.5 * g, weights, grads)
        print("epoch", epoch, float(loss))


if __name__ == "__main__":
    main()
