import jax
import optax

from data import load_pages
from model import PageWriterNet

net = PageWriterNet()
tx = optax.sgd(0.05)


@jax.jit
def writer_step(params, opt_state, lines, mask, writer):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(net.apply(p, lines, mask), writer)

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    pages = load_pages()
    params = net.init(jax.random.PRNGKey(0), pages[0][0], pages[0][1])
    opt_state = tx.init(params)
    for epoch in range(2):
        for lines, mask, writer in pages:
            params, opt_state, loss = writer_step(params, opt_state, lines, mask, writer)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
