import jax

from captioner import caption_step, init_captioner, opt
from dataset import CaptionDataset, data_loader

EPOCHS = 2
BATCH = 4


def main():
    dataset = CaptionDataset(32)
    params = init_captioner(jax.random.PRNGKey(0))
    opt_state = opt.init(params)
    for epoch in range(EPOCHS):
        for step, (feats, tokens) in enumerate(data_loader(dataset, BATCH, shuffle_seed=epoch)):
            params, opt_state, loss = caption_step(params, opt_state, feats, tokens)
            print(f"epoch {epoch} step {step}: tokens {tokens.shape} loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
