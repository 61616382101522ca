import jax
import numpy as np

from data import make_ner_pool, minibatches
from tagger import optimizer, token_uncertainty, train_step

BATCH, QUERY_SIZE, ROUNDS = 8, 5, 5


def main():
    rng = np.random.default_rng(0)
    tokens, tags = make_ner_pool()
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"emb": jax.random.normal(k1, (80, 16)) * 0.2, "out": jax.random.normal(k2, (16, 5)) * 0.2}
    opt_state = optimizer.init(params)
    labelled = list(range(12))
    unlabelled = np.arange(12, len(tokens))
    for rnd in range(ROUNDS):
        for idx, weight in minibatches(np.array(labelled), BATCH, rng):
            params, opt_state, loss = train_step(params, opt_state, tokens[idx], tags[idx], weight)
        scores = np.asarray(token_uncertainty(params, tokens))[unlabelled]
        query = unlabelled[np.argsort(-scores)[:QUERY_SIZE]]
        labelled.extend(query.tolist())
        unlabelled = np.setdiff1d(unlabelled, query)
        print(f"round {rnd}: {len(labelled)} labelled, loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
