from scoring import pass_score


def rescore_for_review(model, features):
    return pass_score(weights=model["w"], bias=model["b"], features=features)
