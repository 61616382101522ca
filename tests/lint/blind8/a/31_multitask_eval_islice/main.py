import jax
import jax.numpy as jnp
import numpy as np

from data import SEQ_LEN, TASK_SIZES, VOCAB, chunked, examples, to_arrays

EVAL_BATCH = 16


def init_encoder(key, dim=24):
    k1, k2 = jax.random.split(key)
    return {"embed": jax.random.normal(k1, (VOCAB, dim)) * 0.1,
            "cls": jax.random.normal(k2, (dim, 2)) * 0.1}


@jax.jit
def predict(params, tokens):
    h = params["embed"][tokens].mean(axis=1)
    return jnp.argmax(h @ params["cls"], axis=-1)


def evaluate_task(params, task):
    correct = total = 0
    for chunk in chunked(examples(task), EVAL_BATCH):
        tokens, labels = to_arrays(chunk)
        correct += int((np.asarray(predict(params, tokens)) == labels).sum())
        total += len(labels)
    return correct / total


def main():
    params = init_encoder(jax.random.PRNGKey(0))
    for task in TASK_SIZES:
        print(f"{task}: accuracy {evaluate_task(params, task):.3f}")


if __name__ == "__main__":
    main()
