import jax
import jax.numpy as jnp


def token_stats(logits, targets, pad_id):
    valid = targets != pad_id
    return {
        "acc": ((logits.argmax(-1) == targets) * valid).sum() / valid.sum(),
        "entropy": -(jax.nn.softmax(logits) * jax.nn.log_softmax(logits)).sum(-1).mean(),
    }


def make_console_logger(pad_id=0, every=1):
    def log_step(step, loss, logits, batch):
        if step % every:
            return
        stats = jax.jit(token_stats, static_argnames="pad_id")(logits, batch["targets"], pad_id=pad_id)
        print(f"step {step:3d} loss {float(loss):.3f} acc {float(stats['acc']):.3f} "
              f"entropy {float(stats['entropy']):.3f}")

    return log_step
