import numpy as np
from metrics import per_type_recall

def batch_report(pred, gold):
    present = tuple(sorted(set(np.asarray(gold).tolist())))
    return dict(zip(present, np.asarray(per_type_recall(pred, gold, present=present)).round(2)))
