import numpy as np


def collate_lm(examples, seq_len):
    tokens = np.zeros((len(examples), seq_len), np.int32)
    for i, ex in enumerate(examples):
        tokens[i, : len(ex)] = ex[:seq_len]
    return {"input_ids": tokens, "attention_mask": (tokens != 0).astype(np.float32)}


def collate_with_positions(examples, seq_len):
    base = collate_lm(examples, seq_len)
    positions = np.maximum(np.cumsum(base["attention_mask"], axis=1) - 1, 0).astype(np.int32)
    return {"position_ids": positions, "attention_mask": base["attention_mask"], "input_ids": base["input_ids"]}


def collate_default(examples, seq_len):
    base = collate_lm(examples, seq_len)
    positions = np.broadcast_to(np.arange(seq_len, dtype=np.int32), base["input_ids"].shape).copy()
    return {"input_ids": base["input_ids"], "attention_mask": base["attention_mask"], "position_ids": positions}
