import jax
import jax.numpy as jnp


def make_console_logger(pad_id=0, every=1):
    def log_step(step, loss, logits, batch):
        if step % every:
            return
        stats = jax.jit(lambda lg, y: {
            "acc": ((lg.argmax(-1) == y) * (y != pad_id)).sum() / (y != pad_id).sum(),
            "entropy": -(jax.nn.softmax(lg) * jax.nn.log_softmax(lg)).sum(-1).mean(),
        })(logits, batch["targets"])
        print(f"step {step:3d} loss {float(loss):.3f} acc {float(stats['acc']):.3f} "
              f"entropy {float(stats['entropy']):.3f}")

    return log_step
