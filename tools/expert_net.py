"""The training side of Expert's value network, in numpy (a development dependency only).

A table of positions is an array ``X`` of shape (positions, 4, features): one feature vector
per seat (``sf_desktop.ai.value_features``), zero rows past the table's size, ``mask`` saying
which seats are real. Every seat's logit is ``u·x̂ + v·tanh(W x̂ + b)`` on the standardised
features ``x̂``; a soft maximum over the seats gives the chances to win, and the loss is the
cross-entropy against the targets (the final win shares, or TD(λ) returns). Training is plain
Adam on minibatches, stopped when the validation games stop improving.

:func:`export` folds the standardisation into the first layer and the linear path and rounds
the weights, giving the JSON that ``sf_desktop.ai.value_net.ValueNet`` reads; the app runs it
in pure Python.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from sf_desktop.ai.value_features import FEATURE_NAMES

SEATS = 4


class Model:
    """Parameters on standardised inputs, and the standardisation itself."""

    def __init__(self, mean: np.ndarray, scale: np.ndarray, hidden: int, rng: np.random.Generator) -> None:
        features = len(FEATURE_NAMES)
        self.mean = mean
        self.scale = scale
        self.w1 = rng.normal(0.0, 0.3 / np.sqrt(features), (hidden, features))
        self.b1 = np.zeros(hidden)
        self.v = np.zeros(hidden)
        self.u = np.zeros(features)
        # Start from Hard's own judgement: the first feature is its soft-maximum logit.
        self.u[0] = scale[0]

    def params(self) -> list[np.ndarray]:
        return [self.w1, self.b1, self.v, self.u]

    def logits(self, x: np.ndarray, mask: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Logits (pads at -1e9), the hidden activations and the standardised inputs."""
        xs = (x - self.mean) / self.scale
        h = np.tanh(xs @ self.w1.T + self.b1)
        z = h @ self.v + xs @ self.u
        return np.where(mask, z, -1e9), h, xs

    def chances(self, x: np.ndarray, mask: np.ndarray) -> np.ndarray:
        z, _, _ = self.logits(x, mask)
        return softmax(z)

    def loss_and_grads(
        self, x: np.ndarray, mask: np.ndarray, target: np.ndarray, decay: float
    ) -> tuple[float, list[np.ndarray]]:
        z, h, xs = self.logits(x, mask)
        p = softmax(z)
        n = len(x)
        loss = float(-(target * np.log(np.maximum(p, 1e-12))).sum() / n)
        dz = np.where(mask, (p - target) / n, 0.0)
        dv = np.einsum("nsh,ns->h", h, dz)
        du = np.einsum("nsf,ns->f", xs, dz)
        dpre = dz[..., None] * self.v * (1.0 - h * h)
        dw1 = np.einsum("nsh,nsf->hf", dpre, xs) + decay * self.w1
        db1 = dpre.sum(axis=(0, 1))
        return loss, [dw1, db1, dv + decay * self.v, du]


def softmax(z: np.ndarray) -> np.ndarray:
    e = np.exp(z - z.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def log_loss(p: np.ndarray, target: np.ndarray) -> float:
    """Mean cross-entropy per position."""
    return float(-(target * np.log(np.maximum(p, 1e-12))).sum() / len(p))


def standardisation(x: np.ndarray, mask: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    rows = x[mask]
    mean = rows.mean(axis=0)
    scale = rows.std(axis=0)
    scale = np.where(scale < 1e-6, 1.0, scale)
    return mean, scale


def train(
    model: Model,
    data: tuple[np.ndarray, np.ndarray, np.ndarray],
    valid: tuple[np.ndarray, np.ndarray, np.ndarray],
    rng: np.random.Generator,
    *,
    epochs: int = 40,
    batch: int = 256,
    lr: float = 3e-3,
    decay: float = 1e-4,
    patience: int = 4,
) -> list[float]:
    """Adam until the validation loss has not improved for ``patience`` epochs; the model
    keeps its best parameters. Returns the validation loss per epoch."""
    x, mask, target = data
    params = model.params()
    m = [np.zeros_like(p) for p in params]
    s = [np.zeros_like(p) for p in params]
    t = 0
    best = log_loss(model.chances(*valid[:2]), valid[2])
    best_params = [p.copy() for p in params]
    history = [best]
    stale = 0
    for _ in range(epochs):
        order = rng.permutation(len(x))
        for start in range(0, len(x), batch):
            idx = order[start : start + batch]
            _, grads = model.loss_and_grads(x[idx], mask[idx], target[idx], decay)
            t += 1
            for p, g, mi, si in zip(params, grads, m, s, strict=True):
                mi *= 0.9
                mi += 0.1 * g
                si *= 0.999
                si += 0.001 * g * g
                p -= lr * (mi / (1 - 0.9**t)) / (np.sqrt(si / (1 - 0.999**t)) + 1e-8)
        loss = log_loss(model.chances(*valid[:2]), valid[2])
        history.append(loss)
        if loss < best - 1e-5:
            best, stale = loss, 0
            best_params = [p.copy() for p in params]
        else:
            stale += 1
            if stale >= patience:
                break
    for p, b in zip(params, best_params, strict=True):
        p[...] = b
    return history


def export(model: Model, meta: dict[str, Any], digits: int = 6) -> dict[str, Any]:
    """The JSON object of the shipped weights: standardisation folded in, numbers rounded.

    ``W x̂ + b = (W / s) x + (b - (W / s)·m)``; the linear path's constant ``-(u / s)·m`` is the
    same for every seat, so it is dropped (a soft maximum ignores it)."""
    w1 = model.w1 / model.scale
    b1 = model.b1 - w1 @ model.mean
    u = model.u / model.scale

    def r(a: np.ndarray) -> Any:
        return [float(f"{v:.{digits}g}") for v in a.ravel()] if a.ndim == 1 else [r(row) for row in a]

    return {
        "format": "sf-desktop expert value network 1",
        "features": list(FEATURE_NAMES),
        "w1": r(w1),
        "b1": r(b1),
        "v": r(model.v),
        "u": r(u),
        "meta": meta,
    }
