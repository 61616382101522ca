import jax

from gnn import model
from gnn.partition import induced_subgraphs, stochastic_block_graph

COMMUNITY_SIZES = [14, 20, 9, 17, 23]


def main():
    x, y, senders, receivers, communities = stochastic_block_graph(COMMUNITY_SIZES, 0.3, 0.01, 6)
    params = model.init(jax.random.PRNGKey(0), 6, 16, 2)
    opt_state = model.optimizer.init(params)
    for epoch in range(2):
        losses = []
        for xs, ys, s, r in induced_subgraphs(x, y, senders, receivers, communities):
            params, opt_state, loss = model.cluster_step(params, opt_state, xs, ys, s, r)
            losses.append(float(loss))
        print(f"epoch {epoch}: mean loss {sum(losses) / len(losses):.4f}")


if __name__ == "__main__":
    main()
