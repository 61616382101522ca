from metrics import flag_recall, DEFAULT_THRESHOLD


def team_view(scores, left, threshold=DEFAULT_THRESHOLD):
    return flag_recall(scores, left, threshold=threshold)


def company_view(scores, left, cfg):
    return flag_recall(scores, left, threshold=cfg.get("threshold", DEFAULT_THRESHOLD))
