import optax
from flax import nnx
from model import CitationHead

TX = optax.sgd(0.2, momentum=0.9)

@nnx.jit
def restart_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss

def best_of_restarts(x, y, seeds, steps=15):
    results = {}
    for seed in seeds:
        model = CitationHead(x.shape[1], nnx.Rngs(seed))
        optimizer = nnx.Optimizer(model, TX, wrt=nnx.Param)
        for _ in range(steps):
            loss = restart_step(model, optimizer, x, y)
        results[seed] = float(loss)
    return results
