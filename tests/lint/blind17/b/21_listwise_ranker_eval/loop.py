import jax

from ranker import listwise_loss


@jax.jit
def loss_grad(params, feats, labels):
    return jax.grad(listwise_loss)(params, feats, labels)


def fit(params, batches, lr=0.1):
    for feats, labels in batches:
        grads = loss_grad(params, feats, labels)
        params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
        train_loss = listwise_loss(params, feats, labels)
    return params, float(train_loss)


def validate(params, val_sets):
    return {
        name: float(listwise_loss(params, feats=f, labels=l))
        for name, (f, l) in val_sets.items()
    }
