import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import forward, init_body, init_head

DIM, HIDDEN, CLASSES = 6, 8, 3
tx = optax.adam(1e-2)


@jax.jit
def client_step(params, opt_state, shared_head, x, y):
    def loss_fn(p):
        logits = forward(p, shared_head, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


class Client:
    def __init__(self, cid, rng):
        self.cid = cid
        self.x = rng.normal(size=(20, DIM)).astype(np.float32)
        self.y = rng.randint(0, CLASSES, size=(20,)).astype(np.int32)
        self.head = None

    def state_for_round(self, body):
        params = {"body": body}
        if self.head is not None:
            params["head"] = self.head
        return params


def main():
    rng = np.random.RandomState(0)
    key = jax.random.PRNGKey(0)
    body = init_body(key, DIM, HIDDEN)
    shared_head = init_head(jax.random.PRNGKey(1), HIDDEN, CLASSES)
    clients = [Client(i, rng) for i in range(4)]
    for rnd in range(3):
        bodies = []
        for c in clients:
            params = c.state_for_round(body)
            opt_state = tx.init(params)
            for _ in range(2):
                params, opt_state, loss = client_step(params, opt_state, shared_head, c.x, c.y)
            bodies.append(params["body"])
            if c.cid % 2 == 0 and rnd >= 1:
                c.head = params.get("head", shared_head)
        body = jax.tree_util.tree_map(lambda *b: sum(b) / len(b), *bodies)
        print(f"round {rnd} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
