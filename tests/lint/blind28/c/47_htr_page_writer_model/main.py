import jax
import optax

from data import load_pages
from model import PageWriterModel

model = PageWriterModel()
tx = optax.sgd(0.05)


@jax.jit
def page_step(params, opt_state, lines, writer):
    def loss_fn(p):
        logits = model.apply(p, lines)
        return optax.softmax_cross_entropy_with_integer_labels(logits, writer)

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    pages = load_pages()
    params = model.init(jax.random.PRNGKey(0), pages[0][0])
    opt_state = tx.init(params)
    for epoch in range(2):
        for lines, writer in pages:
            params, opt_state, loss = page_step(params, opt_state, lines, writer)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
