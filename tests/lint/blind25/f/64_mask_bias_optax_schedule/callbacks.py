from optim import schedule


class EpochLogger:
    def __init__(self, every):
        self.every = every

    def __call__(self, step, loss):
        if step % self.every == 0:
            print(f"step {step:3d} lr {float(schedule(step)):.4f} mask CD error {float(loss):.4f}")
