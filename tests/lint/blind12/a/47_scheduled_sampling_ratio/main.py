import jax
import numpy as np

from seq2seq import DIM, VOCAB, init_params, optimizer, tf_schedule, train_step


def copy_task_batches(rng, n, batch=8, length=10):
    for _ in range(n):
        tgt = rng.integers(1, VOCAB, size=(batch, length)).astype(np.int32)
        src_summary = np.tanh(rng.standard_normal((batch, DIM))).astype(np.float32)
        yield src_summary, tgt


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = init_params(key)
    opt_state = optimizer.init(params)
    teacher_forcing = 1.0
    for epoch in range(4):
        for src, tgt in copy_task_batches(rng, 2):
            key, sub = jax.random.split(key)
            params, opt_state, loss = train_step(params, opt_state, src, tgt, sub, teacher_forcing)
        # decay teacher forcing with the number of optimizer updates so far
        teacher_forcing = tf_schedule(opt_state[0].count)
        print(f"epoch {epoch}: loss {float(loss):.3f} next teacher forcing {float(teacher_forcing):.2f}")


if __name__ == "__main__":
    main()
