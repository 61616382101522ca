import jax

from beam import beam_search
from config import DecodeConfig


def translate(logit_table, utterance_id, beam_size=4):
    cfg = DecodeConfig(beam_size=beam_size)
    scores, tokens = beam_search(logit_table, utterance_id % 30, cfg)
    return scores[0], tokens[0]


def main():
    table = jax.random.normal(jax.random.PRNGKey(0), (30, 30))
    for utt in range(6):
        s, t = translate(table, utt)
        print(utt, float(s), int(t))


if __name__ == "__main__":
    main()
