from model import value_loss


class HoldoutEvaluator:
    def __init__(self, boards, outcomes, every=2):
        self.boards = boards
        self.outcomes = outcomes
        self.every = every
        self.history = []

    def __call__(self, step, params):
        if step % self.every:
            return
        loss = value_loss(params=params, boards=self.boards, outcomes=self.outcomes)
        self.history.append((step, float(loss)))
