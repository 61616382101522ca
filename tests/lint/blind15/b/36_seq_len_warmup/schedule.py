STAGES = ((0, 16), (3, 32), (6, 64))


def seq_len_for(step):
    length = STAGES[0][1]
    for start, n in STAGES:
        if step >= start:
            length = n
    return length
