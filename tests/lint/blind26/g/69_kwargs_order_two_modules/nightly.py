from scoring import pass_score


def score_night(features, model):
    return pass_score(features=features, weights=model["w"], bias=model["b"])
