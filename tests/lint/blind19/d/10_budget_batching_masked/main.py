import jax

from batching import budget_batches, make_dataset
from train import init_params, optimizer, train_step


def main():
    dataset = make_dataset(40)
    params = init_params(jax.random.PRNGKey(0))
    opt_state = optimizer.init(params)
    for epoch in range(2):
        for batch, num_graphs in budget_batches(dataset):
            params, opt_state, loss = train_step(params, opt_state, batch, num_graphs=num_graphs)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
