import jax
import numpy as np

from graphs import random_graph
from mpnn import init_params, loss

evaluate = jax.jit(loss)


@jax.jit
def sgd_step(params, graph, lr):
    g = jax.grad(loss)(params, graph)
    return jax.tree_util.tree_map(lambda p, d: p - lr * d, params, g)


class Trainer:
    def __init__(self, params, lr=1e-2):
        self.params = params
        self.lr = lr

    def step(self, graph):
        self.params = sgd_step(self.params, graph, self.lr)

    def train_loss(self, graph):
        return float(evaluate(self.params, graph))

    def val_loss(self, graph):
        return float(evaluate(self.params, graph))


def main():
    rng = np.random.default_rng(0)
    train = [random_graph(rng) for _ in range(8)]
    val = [random_graph(rng) for _ in range(2)]
    trainer = Trainer(init_params(jax.random.PRNGKey(0)))
    for epoch in range(3):
        for g in train:
            trainer.step(g)
        tl = trainer.train_loss(train[0])
        vl = sum(trainer.val_loss(g) for g in val) / len(val)
        print(epoch, tl, vl)


if __name__ == "__main__":
    main()
